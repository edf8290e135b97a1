-- Neovim's own LSP client (0.7) against `paipu lsp`: open a sample, type a slip, get its diagnostic
-- at the right range, apply the quick fix, see it go; completion at a new line; hover on an event;
-- then the same sample in the JSON form: a slip's quick fix, and completion of a new event.
-- Run: PAIPU=build/cli/paipu SAMPLE=samples/tianjiu/match1-defaults.paipu \
--      nvim --headless -u NONE -i NONE -c "luafile tests/lsp/neovim_client.lua"
local function fail(message)
  io.stderr:write("neovim_client: FAIL: " .. message .. "\n")
  vim.cmd("cquit 1")
end
local function check(ok, message)
  if not ok then fail(message) end
end

-- A copy of the sample, so that the edits touch nothing in the tree.
local work = vim.fn.tempname() .. ".paipu"
vim.fn.writefile(vim.fn.readfile(os.getenv("SAMPLE"), "b"), work, "b")
vim.cmd("edit " .. work)
local buf = vim.api.nvim_get_current_buf()
local client = vim.lsp.start_client({ name = "paipu", cmd = { os.getenv("PAIPU"), "lsp" } })
check(client ~= nil, "the server did not start")
vim.lsp.buf_attach_client(buf, client)

local function code_of(d)
  return d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code)
end
local function errors()
  return vim.diagnostic.get(buf, { severity = vim.diagnostic.severity.ERROR })
end
local function wait(condition, what)
  check(vim.wait(5000, condition, 10), "timed out waiting for " .. what)
end

wait(function()
  local c = vim.lsp.get_client_by_id(client)
  return c and c.initialized
end, "initialize")
-- The sample is valid: no error once it is checked.
vim.wait(300)
check(#errors() == 0, "errors in a valid sample")

-- Line 19 is "W pad 板": W plays it face up instead, which does not beat 天.
local line = vim.api.nvim_buf_get_lines(buf, 18, 19, true)[1]
check(line:match("^W pad 板"), "line 19 is not 'W pad 板': " .. line)
vim.api.nvim_win_set_cursor(0, { 19, 2 })
vim.api.nvim_feedkeys("cwplay\27", "x", false)
wait(function() return #errors() > 0 end, "the slip's diagnostic")
local d = errors()[1]
check(code_of(d) == "T105", "code " .. tostring(code_of(d)))
check(d.lnum == 18 and d.col == 2 and d.end_col == 6,
      string.format("range %d:%d-%d", d.lnum, d.col, d.end_col))

-- The quick fix, as the client applies a code action's edit.
local params = vim.lsp.util.make_range_params()
params.context = { diagnostics = {} }
local replies = vim.lsp.buf_request_sync(buf, "textDocument/codeAction", params, 3000)
local action = replies and replies[client] and replies[client].result and replies[client].result[1]
check(action ~= nil, "no code action")
vim.lsp.util.apply_workspace_edit(action.edit, "utf-16")
check(vim.api.nvim_buf_get_lines(buf, 18, 19, true)[1]:match("^W pad 板"), "the fix did not apply")
wait(function() return #errors() == 0 end, "the diagnostic to go")

-- Completion on a new line after "S pad 長": W is to move, and every move offered is W's.
vim.api.nvim_buf_set_lines(buf, 18, 18, true, { "" })
local replies2 = vim.lsp.buf_request_sync(buf, "textDocument/completion",
  { textDocument = { uri = vim.uri_from_bufnr(buf) }, position = { line = 18, character = 0 } }, 3000)
local items = replies2 and replies2[client] and replies2[client].result and replies2[client].result.items
check(items and #items > 0, "no completion")
local moves = 0
for _, item in ipairs(items) do
  if item.detail == "legal move" then
    moves = moves + 1
    check(item.label:match("^W "), "a move for another seat: " .. item.label)
  end
end
check(moves > 0, "no legal moves offered")
vim.api.nvim_buf_set_lines(buf, 18, 19, true, {})

-- Hover on "E play 天" (line 17): the position before and after it.
local replies3 = vim.lsp.buf_request_sync(buf, "textDocument/hover",
  { textDocument = { uri = vim.uri_from_bufnr(buf) }, position = { line = 16, character = 7 } }, 3000)
local hover = replies3 and replies3[client] and replies3[client].result
check(hover and hover.contents.value:find("Before", 1, true) and hover.contents.value:find("After", 1, true),
      "no position in the hover")

-- The same sample in the JSON form, as `paipu convert --to json` writes it.
local json_work = vim.fn.tempname() .. ".json"
vim.fn.writefile(vim.fn.systemlist({ os.getenv("PAIPU"), "convert", os.getenv("SAMPLE"), "--to", "json" }),
                 json_work)
check(vim.v.shell_error == 0, "paipu convert --to json failed")
vim.cmd("edit " .. json_work)
local jbuf = vim.api.nvim_get_current_buf()
vim.lsp.buf_attach_client(jbuf, client)
local function json_errors()
  return vim.diagnostic.get(jbuf, { severity = vim.diagnostic.severity.ERROR })
end
local function decoded()
  return vim.fn.json_decode(table.concat(vim.api.nvim_buf_get_lines(jbuf, 0, -1, true), "\n"))
end
vim.wait(300)
check(#json_errors() == 0, "errors in the JSON form of a valid sample")
-- The play of line 19 typed in the event written from it ("line": 19; the members after it are
-- "seat" and "verb"), the quick fix applied: JSON again, and the diagnostic gone.
local jlines = vim.api.nvim_buf_get_lines(jbuf, 0, -1, true)
local verb_line, brace_line  -- 0-based
for i, l in ipairs(jlines) do
  if l:match("^%s*{$") then brace_line = i - 1 end
  if l:match('"line": 19,$') then verb_line = i + 1 break end
end
check(verb_line and jlines[verb_line + 1]:match('"verb": "pad"'), "no event of line 19 in the JSON")
local verb_at = jlines[verb_line + 1]:find('"pad"', 1, true)
vim.api.nvim_buf_set_text(jbuf, verb_line, verb_at, verb_line, verb_at + 3, { "play" })
wait(function() return #json_errors() > 0 end, "the slip's diagnostic in JSON")
check(code_of(json_errors()[1]) == "T105", "code in JSON " .. tostring(code_of(json_errors()[1])))
local jreplies = vim.lsp.buf_request_sync(jbuf, "textDocument/codeAction", {
  textDocument = { uri = vim.uri_from_bufnr(jbuf) },
  range = { start = { line = verb_line, character = 0 }, ["end"] = { line = verb_line, character = 0 } },
  context = { diagnostics = {} } }, 3000)
local jaction = jreplies and jreplies[client] and jreplies[client].result and jreplies[client].result[1]
check(jaction ~= nil, "no code action in JSON")
vim.lsp.util.apply_workspace_edit(jaction.edit, "utf-16")
check(decoded().records[1].hands[1].events ~= nil, "the fix left no JSON")
wait(function() return #json_errors() == 0 end, "the diagnostic in JSON to go")
-- Completion on a new line before that event: whole events, one applied, the text JSON again.
local event_line = brace_line
vim.api.nvim_buf_set_lines(jbuf, event_line, event_line, true, { "" })
local before = #decoded().records[1].hands[1].events
local creplies = vim.lsp.buf_request_sync(jbuf, "textDocument/completion",
  { textDocument = { uri = vim.uri_from_bufnr(jbuf) }, position = { line = event_line, character = 0 } }, 3000)
local jitems = creplies and creplies[client] and creplies[client].result and creplies[client].result.items
local jmove
for _, item in ipairs(jitems or {}) do
  if item.detail == "legal move" then jmove = jmove or item end
end
check(jmove ~= nil, "no legal move offered in JSON")
local edits = { jmove.textEdit }
for _, e in ipairs(jmove.additionalTextEdits or {}) do table.insert(edits, e) end
vim.lsp.util.apply_text_edits(edits, jbuf, "utf-16")
check(#decoded().records[1].hands[1].events == before + 1, "the move was not put in")

vim.lsp.stop_client(client)
os.remove(work)
os.remove(json_work)
io.stdout:write("neovim_client: ok (" .. moves .. " legal moves offered; in JSON too)\n")
vim.cmd("qall!")
