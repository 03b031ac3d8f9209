import FuzzChecks

/// libFuzzer's entry point for `fuzz-pixelmatch`: see PixelmatchCheck.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzEntry.run(PixelmatchCheck.self, data, size)
}
