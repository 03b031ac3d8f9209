// Answer `measure-text --jsonl` lines in your own program (a server, a queue worker): the same bytes the command writes.
import MeasureTextBatch
import TextMeasure

let answerer = BatchAnswerer(measurer: try TextMeasurer())
var splitter = LineSplitter(maxLineBytes: InputLimits().maxLineBytes)
// Bytes as they arrive, in chunks: a batch holds the lines a chunk ends.
var batch = splitter.append(Array(#"{"id": "hi", "text": "Hey! Are we still on for lunch?", "width": 120}"#.utf8))
batch.append(splitter.append(Array("\n{\"id\": \"bad\", \"text\": \"Hi\", \"width\": \"260\"}".utf8)))
batch.append(splitter.finish())                          // the last line needs no newline
let answer = answerer.answer(batch)
print(String(decoding: answer.bytes, as: UTF8.self))     // {"id":"hi","width":…}, then {"id":"bad","error":…}
print(answer.failed)                                     // true: a line got an error answer
// snippet.hide
let lines = String(decoding: answer.bytes, as: UTF8.self).split(separator: "\n")
precondition(lines.count == 2 && lines[0].hasPrefix(#"{"id":"hi","width":"#) && lines[1].contains(#""error""#), "\(lines)")
precondition(answer.failed)
