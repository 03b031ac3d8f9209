-- wrk script: POSTs the bodies listed in BODIES (a file of paths, one a line), in turn, with CONTENT_TYPE and ACCEPT;
-- with METHOD=GET it GETs ROUTE instead (no body).
-- Non-2xx answers are counted and reported (a benchmark that measured errors would be worthless).
local bodies = {}
local index = 0
local failures = 0

local function read(path)
  local file = assert(io.open(path, "rb"))
  local data = file:read("*a")
  file:close()
  return data
end

local method = os.getenv("METHOD") or "POST"
if method == "POST" then
  for path in io.lines(os.getenv("BODIES")) do bodies[#bodies + 1] = read(path) end
else
  bodies[1] = nil
end
local headers = { ["Content-Type"] = os.getenv("CONTENT_TYPE"), ["Accept"] = os.getenv("ACCEPT") or "application/json" }
local path = os.getenv("ROUTE")

request = function()
  if method ~= "POST" then return wrk.format(method, path) end
  index = index % #bodies + 1
  return wrk.format("POST", path, headers, bodies[index])
end

response = function(status, headers, body)
  if status >= 300 then failures = failures + 1 end
end

done = function(summary, latency, requests)
  io.write(string.format("RESULT requests=%d seconds=%.3f rps=%.1f p50_ms=%.3f p99_ms=%.3f non2xx=%d errors=%d\n",
    summary.requests, summary.duration / 1e6, summary.requests / (summary.duration / 1e6),
    latency:percentile(50) / 1000, latency:percentile(99) / 1000,
    summary.errors.status, summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout))
end
