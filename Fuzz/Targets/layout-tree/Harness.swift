import FuzzChecks

/// libFuzzer's entry point for `fuzz-layout-tree`: see LayoutTreeCheck.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzEntry.run(LayoutTreeCheck.self, data, size)
}
