@testable import Strata
import Testing

/// Explicit ids (`ForEach`, `.id(_:)`) in identities: integer ids skip the seeded hasher.
@Suite("Explicit identities")
struct ExplicitIdentityTests {
    private let parent = ViewIdentity.root.child(3)

    @Test func integerIdsGiveDistinctStableIdentities() {
        let identities = (0..<10_000).map { parent.child(explicit: $0) }
        #expect(Set(identities).count == 10_000)
        // Node ids on live pages are the top 48 bits: distinct too for a list of this size.
        #expect(Set(identities.map(\.nodeIDBits)).count == 10_000)
        #expect(parent.child(explicit: 42) == parent.child(explicit: 42))
        #expect(parent.child(explicit: 42) != ViewIdentity.root.child(4).child(explicit: 42))
        // An id is not confused with a structural position of the same number.
        #expect(parent.child(explicit: 1) != parent.child(1))
    }

    @Test func otherIdsStillHashTheirValue() {
        #expect(ViewIdentity.explicitBits(of: "row-7") == UInt64(bitPattern: Int64("row-7".hashValue)))
        #expect(ViewIdentity.explicitBits(of: 7) != UInt64(bitPattern: Int64(7.hashValue)))
        #expect(parent.child(explicit: "a") != parent.child(explicit: "b"))
    }
}
