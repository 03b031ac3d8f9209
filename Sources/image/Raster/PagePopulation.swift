#if canImport(Glibc)
import Glibc
#endif

/// Maps every page of a large new buffer in one call, before it is first written: on Linux 5.14 and later
/// (`MADV_POPULATE_WRITE`) that replaces one page fault per 4 KiB — 740 for a 1200 × 630 canvas, costing more than
/// filling it — with one system call. Elsewhere, on older kernels or for small buffers, it does nothing.
enum PagePopulation {
    /// Buffers below this many bytes are left to fault in as they are written.
    static let minimumBytes = 1 << 20

    static func populate(_ start: UnsafeMutableRawPointer, byteCount: Int) {
        #if os(Linux) && canImport(Glibc)
        guard byteCount >= minimumBytes else { return }
        let page = 4096, address = Int(bitPattern: start)
        let first = (address + page - 1) & -page, end = (address + byteCount) & -page
        guard end > first, let aligned = UnsafeMutableRawPointer(bitPattern: first) else { return }
        _ = madvise(aligned, end - first, 23)  // MADV_POPULATE_WRITE; EINVAL before Linux 5.14, then pages fault in
        #endif
    }
}
