import FuzzChecks

/// libFuzzer's entry point for `fuzz-bubble-template`: see BubbleTemplateCheck.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzEntry.run(BubbleTemplateCheck.self, data, size)
}
