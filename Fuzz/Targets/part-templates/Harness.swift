import FuzzChecks

/// libFuzzer's entry point for `fuzz-part-templates`: see PartTemplatesCheck.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzEntry.run(PartTemplatesCheck.self, data, size)
}
