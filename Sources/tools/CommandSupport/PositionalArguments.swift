/// Splits a command line into options and positional values without swift-argument-parser, for commands whose
/// positional arguments may number in the tens of thousands (`render-chat *.json`): the parser's handling of each
/// positional value costs time proportional to the whole line, so 60,000 paths would take minutes.
package enum PositionalArguments {
    /// `arguments` split into the options (with their values) and the positional values, given the spellings of
    /// the options that take a value (`-o`, `--width`, …). Everything after `--` is positional; `-` alone is a
    /// positional value (standard input); `--name=value` keeps its value.
    package static func split(_ arguments: [String], optionsTakingValues: Set<String>) -> (options: [String], positionals: [String]) {
        var options: [String] = [], positionals: [String] = []
        options.reserveCapacity(arguments.count)
        positionals.reserveCapacity(arguments.count)
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                positionals.append(contentsOf: arguments[index...])
                break
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                positionals.append(argument)
                continue
            }
            options.append(argument)
            if optionsTakingValues.contains(argument), index < arguments.count {
                options.append(arguments[index])
                index += 1
            }
        }
        return (options, positionals)
    }
}
