import FuzzChecks

/// libFuzzer's entry point for `fuzz-shape-fill`: see ShapeFillCheck.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzEntry.run(ShapeFillCheck.self, data, size)
}
