import FuzzChecks

/// libFuzzer's entry point for `fuzz-bubble-tree`: see BubbleTreeCheck.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzEntry.run(BubbleTreeCheck.self, data, size)
}
