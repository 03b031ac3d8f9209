import FuzzChecks

/// libFuzzer's entry point for `fuzz-command-line`: see CommandLineCheck.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzEntry.run(CommandLineCheck.self, data, size)
}
