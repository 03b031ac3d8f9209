import ServiceFuzzChecks

/// libFuzzer's entry point for `fuzz-multipart`: see MultipartCheck.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    ServiceFuzzEntry.run(MultipartCheck.self, data, size)
}
