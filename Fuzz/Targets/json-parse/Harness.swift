import FuzzChecks

/// libFuzzer's entry point for `fuzz-json-parse`: see JSONParseCheck.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzEntry.run(JSONParseCheck.self, data, size)
}
