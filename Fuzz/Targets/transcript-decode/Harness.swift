import FuzzChecks

/// libFuzzer's entry point for `fuzz-transcript-decode`: see TranscriptDecodeCheck.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzEntry.run(TranscriptDecodeCheck.self, data, size)
}
