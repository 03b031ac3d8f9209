"""Drives Debian's headless `chromium` over the DevTools protocol on a pipe (--remote-debugging-pipe: the browser
reads commands from fd 3 and writes answers to fd 4, NUL-separated JSON), so no WebSocket library and no browser
download are needed. Test-only: used by make_fixtures.py and reduce.py.
"""
import json
import os
import shutil
import subprocess
import tempfile


class ChromiumError(Exception):
    pass


class Chromium:
    """One headless browser with one page; `evaluate` runs JavaScript in it and returns the value."""

    def __init__(self, executable=None, timeout=120):
        # The binary itself: Debian's /usr/bin/chromium is a shell launcher.
        self.executable = executable or ("/usr/lib/chromium/chromium" if os.path.exists("/usr/lib/chromium/chromium")
                                         else shutil.which("chromium"))
        self.profile = tempfile.mkdtemp(prefix="letterpress-oracle-")
        commands_read, self._commands = os.pipe()
        self._answers, answers_write = os.pipe()

        def child_fds():
            # The browser reads fd 3 and writes fd 4; move the pipe ends there (via high numbers, in case they
            # already sit on 3 or 4).
            high_read, high_write = os.dup(commands_read) + 100, os.dup(answers_write) + 100
            os.dup2(commands_read, high_read)
            os.dup2(answers_write, high_write)
            os.dup2(high_read, 3)
            os.dup2(high_write, 4)
            os.closerange(5, 1 << 16)

        arguments = [self.executable, "--headless", "--remote-debugging-pipe", "--no-sandbox", "--disable-gpu",
                     "--no-first-run", "--no-default-browser-check", "--disable-extensions",
                     "--allow-file-access-from-files", "--hide-scrollbars", "--force-device-scale-factor=1",
                     f"--user-data-dir={self.profile}", "about:blank"]
        self.process = subprocess.Popen(arguments, close_fds=False, preexec_fn=child_fds,
                                        stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=open("/tmp/chromium-oracle.log", "wb"))
        os.close(commands_read)
        os.close(answers_write)
        self._buffer = b""
        self._next_id = 0
        self.timeout = timeout
        self.version = self.call("Browser.getVersion")["product"]
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]

    def call(self, method, params=None, session=None):
        self._next_id += 1
        message = {"id": self._next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self._commands, json.dumps(message).encode() + b"\0")
        while True:
            answer = self._read_message()
            if answer.get("id") == self._next_id:
                if "error" in answer:
                    raise ChromiumError(f"{method}: {answer['error']}")
                return answer.get("result", {})

    def _read_message(self):
        import select
        while b"\0" not in self._buffer:
            ready, _, _ = select.select([self._answers], [], [], self.timeout)
            if not ready:
                raise ChromiumError(f"no answer from chromium in {self.timeout} s")
            chunk = os.read(self._answers, 1 << 20)
            if not chunk:
                raise ChromiumError("chromium closed the pipe")
            self._buffer += chunk
        message, self._buffer = self._buffer.split(b"\0", 1)
        return json.loads(message)

    def page(self, method, params=None):
        return self.call(method, params, session=self.session)

    def navigate(self, url):
        self.page("Page.enable")
        self.page("Page.navigate", {"url": url})
        # Wait until the document and its fonts are loaded.
        return self.evaluate("new Promise(r => { const go = () => document.fonts.ready.then(() => r(true)); "
                             "document.readyState === 'complete' ? go() : addEventListener('load', go); })")

    def evaluate(self, expression):
        result = self.page("Runtime.evaluate", {"expression": expression, "returnByValue": True, "awaitPromise": True})
        if "exceptionDetails" in result:
            details = result["exceptionDetails"]
            text = details.get("exception", {}).get("description") or details.get("text")
            raise ChromiumError(f"JavaScript error: {text}")
        return result["result"].get("value")

    def close(self):
        try:
            self.call("Browser.close")
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        os.close(self._commands)
        os.close(self._answers)
        shutil.rmtree(self.profile, ignore_errors=True)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
