import FuzzChecks

/// libFuzzer's entry point for `fuzz-measure-text-line`: see MeasureTextLineCheck.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzEntry.run(MeasureTextLineCheck.self, data, size)
}
