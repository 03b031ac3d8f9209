import Foundation
import Raster
import Testing
@testable import TextRender

@Suite struct ShapeTests {
    @Test(arguments: [1.0, 2.0, 3.0])
    func pixelAlignedRectCoversExactlyItsPixels(_ scale: Double) throws {
        // 10 × 10 pixels at every scale: the rect is 10 / scale points wide, placed on whole pixels.
        var canvas = try Fixtures.canvas(width: 30, height: 30, scale: scale)
        try canvas.fill(CGRect(x: 3 / scale, y: 4 / scale, width: 10 / scale, height: 10 / scale), color: .white)
        #expect(Pixels.count(canvas.image, alpha: 255) == 100)
        #expect(Pixels.count(canvas.image, alpha: 0) == 30 * 30 - 100)
        #expect(Pixels.inkBox(canvas.image)! == (3, 4, 13, 14))
    }

    @Test func fractionalRectKeepsItsArea() throws {
        var canvas = try Fixtures.canvas(width: 20, height: 20)
        try canvas.fill(CGRect(x: 2.25, y: 3.5, width: 10, height: 10), color: .white)
        // Anti-aliased edges: 9 full columns plus two quarter columns, 9 full rows plus two half rows.
        #expect(abs(Pixels.area(canvas.image) - 100) < 0.5)
        #expect(Pixels.inkBox(canvas.image)! == (2, 3, 13, 14))
    }

    @Test(arguments: [(20.0, 1.0), (7.3, 3.0), (50.0, 2.0)])
    func circleAreaIsWithinOnePercentOfPiRSquared(_ radius: Double, _ scale: Double) throws {
        let size = Int((2 * radius + 4) * scale)
        var canvas = try Fixtures.canvas(width: size, height: size, scale: scale)
        try canvas.fill(Path(circleAround: CGPoint(x: radius + 1.7, y: radius + 2.1), radius: radius), color: .white)
        let expected = Double.pi * radius * radius * scale * scale
        #expect(abs(Pixels.area(canvas.image) - expected) / expected < 0.01)
    }

    @Test func evenOddLeavesAHoleWhereNonZeroDoesNot() throws {
        // Two squares wound the same way: non-zero fills the inner one twice (once), even-odd punches it out.
        var path = Path(rect: CGRect(x: 5, y: 5, width: 20, height: 20))
        path.addPath(Path(rect: CGRect(x: 10, y: 10, width: 10, height: 10)))
        var nonZero = try Fixtures.canvas(width: 30, height: 30)
        try nonZero.fill(path, color: .white, rule: .nonZero)
        var evenOdd = try Fixtures.canvas(width: 30, height: 30)
        try evenOdd.fill(path, color: .white, rule: .evenOdd)
        #expect(Pixels.area(nonZero.image) == 400)
        #expect(Pixels.area(evenOdd.image) == 300)
        #expect(evenOdd.image[15, 15]?.alpha == 0)
    }

    @Test func roundedRectAreaMatchesItsCorners() throws {
        let radii = CornerRadii(topLeft: 4, topRight: 10, bottomRight: 0, bottomLeft: 16)
        var canvas = try Fixtures.canvas(width: 120, height: 80)
        try canvas.fill(Path(roundedRect: CGRect(x: 10, y: 10, width: 100, height: 60), radii: radii), color: .white)
        // Each corner removes r² − πr²/4 from the rectangle.
        let removed = [4.0, 10, 0, 16].reduce(0) { $0 + $1 * $1 * (1 - Double.pi / 4) }
        let expected = 100 * 60 - removed
        #expect(abs(Pixels.area(canvas.image) - expected) / expected < 0.002)
        // The square corner is covered right up to its pixel; the round ones leave their corner pixel empty.
        #expect(canvas.image[109, 69]?.alpha == 255)
        #expect(canvas.image[10, 69]?.alpha == 0)
    }

    @Test func oversizedRadiiShrinkToFit() throws {
        // Radii of 100 on a 40 × 20 rect become 10 (a capsule): area 20·20 + π·10².
        var canvas = try Fixtures.canvas(width: 60, height: 40)
        try canvas.fill(Path(roundedRect: CGRect(x: 10, y: 10, width: 40, height: 20), cornerRadius: 100), color: .white)
        let expected = 20.0 * 20 + Double.pi * 100
        #expect(abs(Pixels.area(canvas.image) - expected) / expected < 0.01)
    }

    @Test func strokedSquareCoversTheBandAroundIt() throws {
        var canvas = try Fixtures.canvas(width: 30, height: 30)
        try canvas.stroke(Path(rect: CGRect(x: 10, y: 10, width: 10, height: 10)), color: .white, style: StrokeStyle(lineWidth: 2))
        // A 2-wide band centred on the outline, miter joins: 12² − 8².
        #expect(abs(Pixels.area(canvas.image) - 80) < 0.8)
        #expect(canvas.image[15, 15]?.alpha == 0)
        #expect(canvas.image[9, 15]?.alpha == 255)
    }

    @Test func openStrokeHasCaps() throws {
        var path = Path()
        path.move(to: CGPoint(x: 10, y: 10))
        path.addLine(to: CGPoint(x: 30, y: 10))
        var butt = try Fixtures.canvas(width: 40, height: 20)
        try butt.stroke(path, color: .white, style: StrokeStyle(lineWidth: 4, cap: .butt))
        var square = try Fixtures.canvas(width: 40, height: 20)
        try square.stroke(path, color: .white, style: StrokeStyle(lineWidth: 4, cap: .square))
        #expect(abs(Pixels.area(butt.image) - 80) < 0.5)
        #expect(abs(Pixels.area(square.image) - 96) < 0.5)
    }

    @Test(arguments: BubbleShape.Tail.allCases)
    func bubblePathIsClosedAndItsTailSitsWhereAsked(_ tail: BubbleShape.Tail) throws {
        let body = CGRect(x: 20, y: 10, width: 80, height: 40)
        for (side, rtl, onRight) in [(BubbleShape.Side.trailing, false, true), (.leading, false, false),
                                     (.trailing, true, false), (.leading, true, true)] {
            let bubble = BubbleShape(rect: body, cornerRadius: 12, tail: tail, side: side, tailWidth: 6, isRightToLeft: rtl)
            let path = bubble.path
            #expect(path.isClosed)
            #expect(bubble.tailIsOnRight == onRight)
            var canvas = try Fixtures.canvas(width: 120, height: 60)
            try canvas.fill(path, color: .white)
            guard tail != .none else {
                #expect(Pixels.inkBox(canvas.image)! == (20, 10, 100, 50))
                #expect(bubble.tailTip == nil)
                continue
            }
            // The tail sticks out up to 6 pt on its side only, in the bubble's bottom half; beside the body on the
            // other side there is no ink at all.
            let tip = try #require(bubble.tailTip)
            #expect(tip == CGPoint(x: onRight ? 106 : 14, y: 50))
            let tailColumns = onRight ? 100..<120 : 0..<20
            let otherColumns = onRight ? 0..<20 : 100..<120
            let tailInk = ink(canvas.image, columns: tailColumns, rows: 0..<60)
            #expect(tailInk > 8, "the tail has some area")
            #expect(ink(canvas.image, columns: tailColumns, rows: 0..<30) == 0, "the tail is at the bottom")
            #expect(ink(canvas.image, columns: tailColumns, rows: 30..<60) == tailInk)
            #expect(ink(canvas.image, columns: onRight ? 106..<120 : 0..<14, rows: 0..<60) == 0, "no wider than 6 pt")
            #expect(ink(canvas.image, columns: otherColumns, rows: 0..<60) == 0, "nothing on the other side")
            #expect(ink(canvas.image, columns: 0..<120, rows: 50..<60) == 0, "nothing below the body")
            #expect(bubble.bounds == CGRect(x: onRight ? 20 : 14, y: 10, width: 86, height: 40))
        }
    }

    /// The covered area inside a block of pixels.
    private func ink(_ image: Image, columns: Range<Int>, rows: Range<Int>) -> Double {
        var sum = 0.0
        for y in rows { for x in columns { sum += Double(image[x, y]?.alpha ?? 0) / 255 } }
        return sum
    }

    @Test func pathErrorsNameTheProblem() throws {
        var canvas = try Fixtures.canvas(width: 10, height: 10)
        var nan = Path()
        nan.move(to: CGPoint(x: 0, y: 0))
        nan.addLine(to: CGPoint(x: Double.nan, y: 3))
        #expect(throws: RenderError.invalidPath(reason: "coordinate (nan, 3.0) is not finite")) { try canvas.fill(nan, color: .black) }
        var orphan = Path()
        orphan.addLine(to: CGPoint(x: 1, y: 1))
        #expect(throws: RenderError.invalidPath(reason: "a line comes before any move")) { try canvas.fill(orphan, color: .black) }
        // A path beyond FreeType's coordinate range is an error (a plain rect is clipped instead: CanvasLimitsTests).
        #expect(throws: RenderError.self) { try canvas.fill(Path(rect: CGRect(x: 0, y: 0, width: 1e12, height: 2)), color: .black) }
        #expect(throws: RenderError.self) {
            try canvas.stroke(Path(rect: CGRect(x: 1, y: 1, width: 2, height: 2)), color: .black, style: StrokeStyle(lineWidth: -1))
        }
        #expect(throws: RenderError.self) { try Canvas(width: 4, height: 4, scale: 0, context: Fixtures.context()) }
        #expect(canvas.image == (try Image(width: 10, height: 10)), "failed calls draw nothing")
    }

    @Test func emptyAndOffCanvasPathsDrawNothing() throws {
        var canvas = try Fixtures.canvas(width: 10, height: 10)
        try canvas.fill(Path(), color: .black)
        var lonelyMove = Path()
        lonelyMove.move(to: CGPoint(x: 3, y: 3))
        try canvas.fill(lonelyMove, color: .black)
        try canvas.fill(CGRect(x: 50, y: 50, width: 5, height: 5), color: .black)
        try canvas.fill(CGRect(x: -20, y: 2, width: 5, height: 5), color: .black)
        #expect(Pixels.area(canvas.image) == 0)
    }
}
