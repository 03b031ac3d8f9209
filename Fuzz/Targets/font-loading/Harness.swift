import FuzzChecks

/// libFuzzer's entry point for `fuzz-font-loading`: see FontLoadingCheck.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzEntry.run(FontLoadingCheck.self, data, size)
}
