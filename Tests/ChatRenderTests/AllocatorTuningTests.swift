import CAllocator
import Testing

/// `callocator_retain_freed_memory`, which render-chat calls before it renders.
@Suite struct AllocatorTuningTests {
    #if canImport(Glibc)
    @Test func glibcTakesBothThresholds() {
        #expect(callocator_retain_freed_memory(32 << 20, 256 << 20) == 1)
    }
    #endif

    /// `mallopt` takes an `int`: larger sizes are refused, not truncated.
    @Test func sizesBeyondAnIntAreRefused() {
        #expect(callocator_retain_freed_memory(1 << 20, Int(Int32.max) + 1) == 0)
        #expect(callocator_retain_freed_memory(Int(Int32.max) + 1, 1 << 20) == 0)
    }
}
