import ArgumentParser

/// `--font-dir DIR`: where the embedded fonts are, for every command that measures or draws text. Without it the
/// fonts are looked for in `$LETTERPRESS_FONTS`, then `../share/letterpress/fonts` beside the executable, then the
/// build tree (TextMeasure's `EmbeddedFonts`).
package struct FontOptions: ParsableArguments {
    @Option(name: .customLong("font-dir"),
            help: ArgumentHelp("The embedded fonts' folder (default: $LETTERPRESS_FONTS, else share/letterpress/fonts beside the executable).",
                               valueName: "DIR"))
    package var directory: String?

    package init() {}
}
