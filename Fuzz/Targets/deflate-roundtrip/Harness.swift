import FuzzChecks

/// libFuzzer's entry point for `fuzz-deflate-roundtrip`: see DeflateRoundTripCheck.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzEntry.run(DeflateRoundTripCheck.self, data, size)
}
