import FuzzChecks

/// libFuzzer's entry point for `fuzz-png-decode`: see PNGDecodeCheck.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzEntry.run(PNGDecodeCheck.self, data, size)
}
