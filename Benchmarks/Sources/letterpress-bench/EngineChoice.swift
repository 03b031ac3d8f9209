import ArgumentParser

/// The engine `--only` picks in the benchmarks that run both, for profiling one of them.
enum EngineChoice: String, ExpressibleByArgument, CaseIterable {
    case letterpress, pango
}
