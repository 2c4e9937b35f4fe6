package cmdcompletion

// scriptsCompletion are the completion scripts of mastermind completion
// SHELL. Each asks the program itself (mastermind __complete WORD…) for
// the words that may come next, so that strategies and saves are listed
// as they are now; when it has none (a folder after --saves), every shell
// completes file names.
var scriptsCompletion = map[string]string{
	"bash": `# bash completion for mastermind: source <(mastermind completion bash)
_mastermind() {
    local IFS=$'\n'
    COMPREPLY=($("${COMP_WORDS[0]}" __complete "${COMP_WORDS[@]:1:COMP_CWORD}" 2>/dev/null))
}
complete -o default -F _mastermind mastermind
`,
	"zsh": `#compdef mastermind
# zsh completion for mastermind: source <(mastermind completion zsh)
_mastermind() {
    local -a mots
    mots=("${(@f)$("${words[1]}" __complete "${(@)words[2,CURRENT]}" 2>/dev/null)}")
    if (( ${#mots} )) && [[ -n ${mots[1]} ]]; then
        compadd -a mots
    else
        _files
    fi
}
compdef _mastermind mastermind
`,
	"fish": `# fish completion for mastermind: mastermind completion fish | source
function __mastermind_complete
    set -l mots (commandline -opc)
    set -e mots[1]
    set -l r (mastermind __complete $mots (commandline -ct) 2>/dev/null)
    if test (count $r) -gt 0
        printf '%s\n' $r
    else
        __fish_complete_path (commandline -ct)
    end
end
complete -c mastermind -f -a '(__mastermind_complete)'
`,
	// PowerShell's native completer gets the word under the cursor whole
	// ("--lang=e"), and the words before it; an empty word is passed as
	// '""' to Windows PowerShell 5, which drops empty arguments. When the
	// program has no word, PowerShell completes file names.
	"powershell": `# PowerShell completion for mastermind: mastermind completion powershell | Out-String | Invoke-Expression
Register-ArgumentCompleter -Native -CommandName 'mastermind', 'mastermind.exe' -ScriptBlock {
    param($wordToComplete, $commandAst, $cursorPosition)
    $programme = $commandAst.CommandElements[0].Extent.Text
    $mots = @($commandAst.CommandElements | Select-Object -Skip 1 |
        Where-Object { $_.Extent.EndOffset -lt $cursorPosition } |
        ForEach-Object { $_.Extent.Text })
    $mot = $wordToComplete
    if ($mot -eq '' -and $PSVersionTable.PSVersion.Major -lt 7) { $mot = '""' }
    $mots += $mot
    & $programme __complete @mots 2>$null | Where-Object { $_ -ne '' } | ForEach-Object {
        [System.Management.Automation.CompletionResult]::new($_, $_, 'ParameterValue', $_)
    }
}
`,
}
