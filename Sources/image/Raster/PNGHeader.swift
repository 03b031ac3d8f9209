/// The first 33 bytes of a PNG file — signature and IHDR chunk — checked before the rest of a file is read.
struct PNGHeader {
    /// Signature (8) + IHDR's length, type, 13 bytes of data and CRC.
    static let byteCount = 33

    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The width the header claims.
    let width: Int
    /// The height the header claims.
    let height: Int
    /// Bits per sample (1, 2, 4, 8 or 16 in a valid file).
    let bitDepth: Int
    /// The PNG colour type (0 grey, 2 RGB, 3 palette, 4 grey + alpha, 6 RGBA).
    let colorType: Int
    /// Whether the rows are stored in Adam7's seven passes.
    let isInterlaced: Bool

    /// Reads the header from a file's first bytes.
    ///
    /// - Throws: `RasterError.corruptPNG` naming `input` when the bytes are not a PNG signature followed by IHDR.
    init<Bytes: Collection<UInt8>>(_ bytes: Bytes, input: String) throws(RasterError) where Bytes.Index == Int {
        let start = bytes.startIndex
        guard bytes.count >= 8, bytes.prefix(8).elementsEqual(Self.signature) else {
            throw .corruptPNG(input: input, message: "not a PNG file (its first 8 bytes are not the PNG signature)")
        }
        func bigEndian(_ offset: Int) -> Int {
            (0..<4).reduce(0) { $0 << 8 | Int(bytes[start + offset + $1]) }
        }
        guard bytes.count >= Self.byteCount, bigEndian(8) == 13,
              bytes[start + 12..<start + 16].elementsEqual("IHDR".utf8) else {
            throw .corruptPNG(input: input, message: "the PNG signature is not followed by an IHDR header chunk")
        }
        width = bigEndian(16)
        height = bigEndian(20)
        bitDepth = Int(bytes[start + 24])
        colorType = Int(bytes[start + 25])
        isInterlaced = bytes[start + 28] != 0
    }

    /// How many bytes the image's zlib stream inflates to — filter bytes included, every Adam7 pass counted — or nil
    /// for a header libpng will refuse anyway (an unknown colour type or depth) or a size that does not fit in `Int`.
    var inflatedByteCount: Int? {
        let channels: Int
        switch colorType {
        case 0, 3: channels = 1
        case 2: channels = 3
        case 4: channels = 2
        case 6: channels = 4
        default: return nil
        }
        guard [1, 2, 4, 8, 16].contains(bitDepth), width > 0, height > 0 else { return nil }
        let bitsPerPixel = channels * bitDepth
        func bytes(columns: Int, rows: Int) -> Int? {
            guard columns > 0, rows > 0 else { return 0 }
            let (bits, overflow) = columns.multipliedReportingOverflow(by: bitsPerPixel)
            guard !overflow else { return nil }
            let (total, overflow2) = ((bits + 7) / 8 + 1).multipliedReportingOverflow(by: rows)
            return overflow2 ? nil : total
        }
        guard isInterlaced else { return bytes(columns: width, rows: height) }
        // Adam7: (x start, y start, x step, y step) of each pass.
        let passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        var total = 0
        for (x0, y0, dx, dy) in passes {
            guard let pass = bytes(columns: (width - x0 + dx - 1) / dx, rows: (height - y0 + dy - 1) / dy) else { return nil }
            let (sum, overflow) = total.addingReportingOverflow(pass)
            guard !overflow else { return nil }
            total = sum
        }
        return total
    }
}
