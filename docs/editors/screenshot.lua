-- The screenshot of docs/editors.md (docs/images/neovim-lsp.png): Neovim set up as docs/editors.md
-- says, a slip typed on line 19 of a sample (W plays 板 face up, which does not beat 天), then a
-- new line below it and the completion menu opened there. docs/editors/screenshot.sh runs it in an
-- xterm under Xvfb and takes the picture.
vim.o.termguicolors = false
vim.o.number = true
vim.o.laststatus = 0
vim.o.completeopt = "menuone,noinsert"
vim.o.pumheight = 9
vim.o.signcolumn = "yes"
-- Shown while the menu is open (Neovim holds back diagnostics in insert mode by default).
vim.diagnostic.config({
  update_in_insert = true,
  virtual_text = { spacing = 2, severity = vim.diagnostic.severity.ERROR },
})
vim.g.do_filetype_lua = 1  -- Neovim 0.7 reads vim.filetype.add's table only with this
vim.cmd("filetype on")
vim.filetype.add({ extension = { paipu = "paipu" } })
local paipu_client
vim.api.nvim_create_autocmd("FileType", {
  pattern = "paipu",
  callback = function(args)
    paipu_client = paipu_client or vim.lsp.start_client({ name = "paipu", cmd = { "paipu", "lsp" } })
    vim.lsp.buf_attach_client(args.buf, paipu_client)
    vim.bo[args.buf].omnifunc = "v:lua.vim.lsp.omnifunc"
  end,
})

local function when(condition, action)
  if condition() then return action() end
  vim.defer_fn(function() when(condition, action) end, 50)
end
vim.api.nvim_create_autocmd("VimEnter", {
  callback = function()
    local buf = vim.api.nvim_get_current_buf()
    when(function()
      local c = paipu_client and vim.lsp.get_client_by_id(paipu_client)
      return c and c.initialized
    end, function()
      vim.api.nvim_win_set_cursor(0, { 19, 2 })
      vim.api.nvim_feedkeys("cwplay\27", "x", false)
      when(function() return #vim.diagnostic.get(buf) > 0 end, function()
        vim.api.nvim_win_set_cursor(0, { 19, 0 })
        vim.fn.winrestview({ topline = 10 })  -- room below for the menu
        vim.api.nvim_feedkeys("o" .. vim.api.nvim_replace_termcodes("<C-x><C-o>", true, false, true),
                              "n", false)
      end)
    end)
  end,
})
