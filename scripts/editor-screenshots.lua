-- Drives Neovim's built-in LSP client against `paipu lsp` for the screenshots of docs/editors.md
-- (scripts/editor-screenshots.sh): a slip typed into a sample, its diagnostic shown, then the
-- completion at a new line. It writes $SHOTS/1 and $SHOTS/2 when each view is on the screen, and
-- waits for $SHOTS/1.taken before moving on.
vim.o.number = true
vim.o.signcolumn = "yes"
vim.o.completeopt = "menuone,noinsert"
vim.o.pumheight = 14
for group, colours in pairs({
  NormalFloat = "ctermbg=236 ctermfg=252", FloatBorder = "ctermbg=236 ctermfg=244",
  Pmenu = "ctermbg=236 ctermfg=252", PmenuSel = "ctermbg=24 ctermfg=255",
  PmenuSbar = "ctermbg=238", PmenuThumb = "ctermbg=246",
  LineNr = "ctermfg=242", SignColumn = "ctermbg=NONE", StatusLine = "ctermbg=238 ctermfg=252",
  DiagnosticError = "ctermfg=203", DiagnosticHint = "ctermfg=109",
}) do
  vim.cmd("highlight " .. group .. " " .. colours)
end
local shots = os.getenv("SHOTS")
local client = vim.lsp.start_client({ name = "paipu", cmd = { os.getenv("PAIPU"), "lsp" } })
vim.lsp.buf_attach_client(0, client)
vim.bo.omnifunc = "v:lua.vim.lsp.omnifunc"
local function mark(name) vim.fn.writefile({}, shots .. "/" .. name) end
local function later(ms, f) vim.defer_fn(f, ms) end

later(1500, function()
  -- Line 19 is "W pad 板": W plays it face up instead, which does not beat 天.
  vim.cmd("normal! 11Gzt")
  vim.api.nvim_win_set_cursor(0, { 19, 2 })
  vim.cmd("normal! cwplay")
  later(1500, function()
    vim.diagnostic.open_float({ scope = "line", border = "rounded" })
    later(800, function() mark("1") end)
    local function after_first()
      if vim.fn.filereadable(shots .. "/1.taken") == 0 then return later(200, after_first) end
      vim.cmd("silent normal! u")
      for _, w in ipairs(vim.api.nvim_list_wins()) do
        if vim.api.nvim_win_get_config(w).relative ~= "" then vim.api.nvim_win_close(w, true) end
      end
      vim.cmd("normal! 11Gzt")
      vim.api.nvim_win_set_cursor(0, { 18, 0 })
      vim.api.nvim_feedkeys(vim.api.nvim_replace_termcodes("o<C-x><C-o>", true, false, true), "n", false)
      later(1500, function() mark("2") end)
    end
    later(900, after_first)
  end)
end)
