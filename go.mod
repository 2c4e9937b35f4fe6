module mastermind

go 1.26.0

require (
	github.com/creack/pty v1.1.24
	github.com/manifoldco/promptui v0.9.0
	github.com/stretchr/testify v1.12.1
	golang.org/x/sys v0.49.0
	golang.org/x/term v0.47.0
	gopkg.in/yaml.v3 v3.0.1
)

require (
	github.com/chzyer/readline v0.0.0-20180603132655-2972be24d48e // indirect
	go.yaml.in/yaml/v3 v3.0.5 // indirect
)
