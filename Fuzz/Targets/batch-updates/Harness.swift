import FuzzChecks

/// libFuzzer's entry point for `fuzz-batch-updates`: see BatchUpdatesCheck.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzEntry.run(BatchUpdatesCheck.self, data, size)
}
