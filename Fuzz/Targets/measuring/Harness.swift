import FuzzChecks

/// libFuzzer's entry point for `fuzz-measuring`: see MeasuringCheck.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzEntry.run(MeasuringCheck.self, data, size)
}
