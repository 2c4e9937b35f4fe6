package completion

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
}
