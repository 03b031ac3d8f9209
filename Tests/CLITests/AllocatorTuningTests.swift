import CAllocator
#if canImport(Glibc)
import Glibc
#endif
import Testing

/// `callocator_retain_freed_memory`, which render-chat and png-diff call before they start.
@Suite struct AllocatorTuningTests {
    #if canImport(Glibc)
    /// Under AddressSanitizer (`make test-asan`) malloc is ASan's, and its `mallopt` takes nothing.
    static let addressSanitizerOwnsMalloc = dlsym(dlopen(nil, RTLD_NOW), "__asan_init") != nil

    @Test(.disabled(if: addressSanitizerOwnsMalloc, "AddressSanitizer replaces glibc's malloc"))
    func glibcTakesBothThresholds() {
        #expect(callocator_retain_freed_memory(32 << 20, 256 << 20) == 1)
    }
    #endif

    /// `mallopt` takes an `int`: larger sizes are refused, not truncated.
    @Test func sizesBeyondAnIntAreRefused() {
        #expect(callocator_retain_freed_memory(1 << 20, Int(Int32.max) + 1) == 0)
        #expect(callocator_retain_freed_memory(Int(Int32.max) + 1, 1 << 20) == 0)
    }
}
