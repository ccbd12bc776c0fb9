/// Every case of the fidelity corpus, by source repository.
public enum FidelityCatalog {
    public static var all: [FidelityCase] {
        SnapshotTestingCases.all + ViewSnapshotTestingCases.all + ClockCases.all + VaultCases.all + PreviewSnapshotsCases.all
            + HomeAssistantCases.all + FerrostarCases.all + GradientProgressBarCases.all
    }
}
