import HTTPTypes
import Hummingbird
import NIOCore
import NIOHTTPTypes

/// Protects the server from clients that hold a connection without finishing a request, one per connection:
/// - a request's head, and a body that is not a stream, must arrive within `readTimeout` of the connection opening
///   (or of the head); an NDJSON stream may keep the server waiting at most `readTimeout` for its next piece (the
///   clock runs only while the server asks for more: a stream the server is slower than is never cut off);
/// - a keep-alive connection with no request for `idleTimeout` is closed;
/// - after a response that says `Connection: close` (a body refused unread, say), the connection is closed, so the
///   rest of that body is never read.
/// It also counts open connections.
final class ConnectionGuard: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let readTimeout: TimeAmount
    private let idleTimeout: TimeAmount
    private let metrics: ServiceMetrics
    private var timer: Scheduled<Void>?
    private var streaming = false
    private var readingBody = false
    private var closeAfterResponse = false
    private var responsesPending = 0

    init(readTimeout: TimeAmount, idleTimeout: TimeAmount, metrics: ServiceMetrics) {
        self.readTimeout = readTimeout
        self.idleTimeout = idleTimeout
        self.metrics = metrics
    }

    func handlerAdded(context: ChannelHandlerContext) {
        metrics.connections.increment()
        arm(readTimeout, reason: "slow_client", context: context)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        metrics.connections.decrement()
        timer?.cancel()
        timer = nil
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head):
            responsesPending += 1
            streaming = head.headerFields[.contentType]?.lowercased().hasPrefix("application/x-ndjson") == true
            readingBody = true
            arm(readTimeout, reason: "slow_client", context: context)
        case .body:
            if streaming {
                timer?.cancel()
                timer = nil
            }
        case .end:
            readingBody = false
            timer?.cancel()
            timer = nil
        }
        context.fireChannelRead(data)
    }

    /// The server asks for more input (the request's consumer is ready for it): a stream's clock starts now.
    func read(context: ChannelHandlerContext) {
        if streaming && readingBody && timer == nil { arm(readTimeout, reason: "slow_client", context: context) }
        context.read()
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head(let head):
            if head.headerFields[.connection]?.lowercased() == "close" { closeAfterResponse = true }
            context.write(data, promise: promise)
        case .body:
            context.write(data, promise: promise)
        case .end:
            responsesPending = max(0, responsesPending - 1)
            guard closeAfterResponse else {
                context.write(data, promise: promise)
                if responsesPending == 0 { arm(idleTimeout, reason: nil, context: context) }
                return
            }
            let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
            context.writeAndFlush(data).whenComplete { result in
                loopBound.value.close(promise: nil)
                promise?.completeWith(result)
            }
        }
    }

    /// Closes the connection after `timeout` unless the timer is re-armed or cancelled first; counts it as a refusal
    /// for `reason` (none for an idle keep-alive connection).
    private func arm(_ timeout: TimeAmount, reason: String?, context: ChannelHandlerContext) {
        timer?.cancel()
        let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
        let metrics = metrics
        timer = context.eventLoop.assumeIsolated().scheduleTask(in: timeout) {
            if let reason { metrics.reject(reason) }
            loopBound.value.close(promise: nil)
        }
    }
}
