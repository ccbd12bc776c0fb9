/// Waits until `condition` holds, for at most `timeout` of wall-clock time, checking every 10 ms.
///
/// Sessions run their work on the main actor and the cooperative pool, which every other test
/// running at the time shares; under load the work may wait its turn for seconds. The wait ends
/// as soon as the condition holds, so a long timeout costs nothing when the test passes.
func eventually(
    isolation: isolated (any Actor)? = #isolation,
    timeout: Duration = .seconds(60),
    _ condition: () async -> Bool
) async {
    let deadline = ContinuousClock.now + timeout
    while await !condition(), ContinuousClock.now < deadline {
        try? await Task.sleep(for: .milliseconds(10))
    }
}
