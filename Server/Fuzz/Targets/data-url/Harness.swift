import ServiceFuzzChecks

/// libFuzzer's entry point for `fuzz-data-url`: see DataURLCheck.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    ServiceFuzzEntry.run(DataURLCheck.self, data, size)
}
