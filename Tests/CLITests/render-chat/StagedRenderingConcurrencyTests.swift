import ChatRender
import Foundation
@testable import render_chat
import Testing

/// ChatRender's stages as separate calls, as `render-chat --stats` times them: a scene laid out with a sizing the
/// caller wraps (the command's TimedSizing), its pictures read by `loadPictures()`, drawn with `draw` and encoded
/// with `pngData`, is the very screen the one-call path draws, byte for byte.
@Suite struct StagedRenderingConcurrencyTests {
    static let options = ChatScreenOptions(width: 390, height: 844, scale: 2)

    /// One renderer for the suite (two workers).
    static let renderer: ChatScreenRenderer = {
        do { return try ChatScreenRenderer(threads: 2) } catch { fatalError("the embedded fonts must load: \(error)") }
    }()

    @Test(arguments: ["showcase.json", "support-ru.json"])
    func stagesDrawTheSameScreenAsOneCall(_ name: String) throws {
        let renderer = Self.renderer
        let oneCall = try renderer.renderPNG(ChatScene.load(path: Support.sample(name), options: Self.options,
                                                            measurer: renderer.measurer))

        let document = try ChatDocument.read(contentsOf: Support.sample(name))
        let sizing = TimedSizing(try ChatScene.sizing(for: document, options: Self.options, measurer: renderer.measurer))
        var scene = try ChatScene(document: document, options: Self.options, sizing: sizing, threads: 2)
        #expect(sizing.measuringTime > .zero, "the layout measured through the caller's sizing")
        #expect(scene.pictures.isEmpty && scene.avatars.isEmpty, "the layout stage reads no picture")
        scene.loadPictures()
        let drawn = try renderer.draw(scene)
        #expect(drawn.layers.width == 780 && drawn.layers.height == 1688)
        #expect(try drawn.pngData() == oneCall, "\(name): the staged PNG differs from renderPNG's")
        #expect(try drawn.image() == renderer.render(scene))
        // Reading the pictures again adds no warning twice.
        let warnings = scene.warnings
        scene.loadPictures()
        #expect(scene.warnings == warnings)
    }

    @Test func theShowcaseReadsItsPicturesInTheirOwnStage() throws {
        let document = try ChatDocument.read(contentsOf: Support.sample("showcase.json"))
        var scene = try ChatScene(document: document, options: Self.options,
                                  sizing: ChatScene.sizing(for: document, options: Self.options, measurer: Self.renderer.measurer))
        scene.loadPictures()
        #expect(!scene.avatars.isEmpty || !scene.pictures.isEmpty, "\(scene.warnings)")
    }

    /// What the command does for one transcript: the same PNG as the library's one call.
    @Test func theCommandsStagesDrawTheLibrarysScreen() throws {
        let renderer = Self.renderer
        var timings = StageTimings()
        let scene = try timings.loadScene(path: Support.sample("support-ru.json"), options: Self.options,
                                          measurer: renderer.measurer, threads: 2, exact: false)
        let png = try timings.png(of: scene, renderer: renderer, drawingWith: nil)
        let oneCall = try renderer.renderPNG(ChatScene.load(path: Support.sample("support-ru.json"), options: Self.options,
                                                            measurer: renderer.measurer))
        #expect(png == oneCall)
        #expect(timings.stages.map(\.name) == ["parse", "measure", "layout", "images", "raster", "encode"])
        #expect(timings.total == timings.stages.reduce(.zero) { $0 + $1.duration })
    }
}
