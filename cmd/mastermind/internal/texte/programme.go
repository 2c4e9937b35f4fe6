package texte

import (
	"errors"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
)

// tableProgramme holds the keys programme.*, for the program itself (help, version) and a player's program as a strategy.
func tableProgramme() map[string]message {
	return map[string]message{
		"programme.aide": {
			`mastermind — le jeu de Master Mind du cours SAE 1, son solveur et son labo de stratégies

Usage :
  mastermind [options]                        le menu du jeu
%s
Options de mastermind :
  --allow-program  lance sans demander le programme (cmd:…) que nomment une sauvegarde ou les réglages
  --lang fr|en     la langue (défaut : celle de LANGUAGE, sinon l'anglais si LC_ALL, sinon LC_MESSAGES, sinon LANG commence par en ; le français sinon)
  --saves DOSSIER  le dossier des sauvegardes
  --seed N         la graine du hasard, pour rejouer les mêmes parties
  --help           cette aide ; « mastermind COMMANDE --help » pour une commande
  --version        la version

Aide et complétion :
  mastermind help COMMANDE                    l'aide d'une commande, comme « mastermind COMMANDE --help »
  mastermind help environment                 les variables d'environnement lues, et les dossiers du programme sur chaque système
  mastermind completion SHELL                 le script de complétion du shell : bash, zsh, fish ou powershell (« mastermind help completion »)

Codes de sortie : 0 succès, 1 échec (y compris un résultat qui n'a pas pu être écrit), 2 mauvaise commande ou saisie, 130 interrompu (Ctrl-C ; 143 par SIGTERM, 129 par SIGHUP).
`,
			`mastermind — the Master Mind game of the SAE 1 course, its solver and its strategy lab

Usage:
  mastermind [options]                        the game's menu
%s
Options of mastermind:
  --allow-program  runs the program (cmd:…) a save or the settings name without asking
  --lang fr|en     the language (default: LANGUAGE's, else English when LC_ALL, else LC_MESSAGES, else LANG starts with en; French otherwise)
  --saves FOLDER   the folder of saved games
  --seed N         the random seed, to replay the same games
  --help           this help; "mastermind COMMAND --help" for a command
  --version        the version

Help and completion:
  mastermind help COMMAND                     a command's help, as "mastermind COMMAND --help"
  mastermind help environment                 the environment variables read, and the program's folders on each system
  mastermind completion SHELL                 the shell's completion script: bash, zsh, fish or powershell ("mastermind help completion")

Exit status: 0 success, 1 failure (including a result that could not be written), 2 bad usage or bad input, 130 interrupted (Ctrl-C; 143 by SIGTERM, 129 by SIGHUP).
`},
		"programme.aide.aide": {
			`Usage : mastermind help [COMMANDE|SUJET]

Sans argument, l'aide du programme. Avec le nom d'une commande, son aide,
comme « mastermind COMMANDE --help ». Les sujets :
  environment   les variables d'environnement que mastermind lit, et ses dossiers sur chaque système (alias : environnement)
  completion    la complétion du shell
  help          cette aide
`,
			`Usage: mastermind help [COMMAND|TOPIC]

Without an argument, the program's help. With a command's name, its help,
as "mastermind COMMAND --help". The topics:
  environment   the environment variables mastermind reads, and its folders on each system
  completion    the shell completion
  help          this help
`},
		"programme.aide.completion": {
			`Usage : mastermind completion bash|zsh|fish|powershell

Écrit le script de complétion d'un shell : la touche Tab complète alors les
commandes, les options, les stratégies, les noms des parties sauvegardées
et, là où rien de cela ne s'applique, les noms de fichiers. Le script
demande les mots au programme lui-même (mastermind __complete), si bien
que les stratégies et les sauvegardes sont toujours celles du moment.

  bash   dans ~/.bashrc :   source <(mastermind completion bash)
  zsh    dans ~/.zshrc, après compinit :   source <(mastermind completion zsh)
  fish   une fois :   mastermind completion fish > ~/.config/fish/completions/mastermind.fish
  powershell   dans $PROFILE :   mastermind completion powershell | Out-String | Invoke-Expression
`,
			`Usage: mastermind completion bash|zsh|fish|powershell

Writes a shell's completion script: the Tab key then completes the
commands, the flags, the strategies, the names of saved games and, where
none of them applies, file names. The script asks the program itself for
the words (mastermind __complete), so that the strategies and the saves
are always those of the moment.

  bash   in ~/.bashrc:   source <(mastermind completion bash)
  zsh    in ~/.zshrc, after compinit:   source <(mastermind completion zsh)
  fish   once:   mastermind completion fish > ~/.config/fish/completions/mastermind.fish
  powershell   in $PROFILE:   mastermind completion powershell | Out-String | Invoke-Expression
`},
		"programme.aide.environnement": {
			`Les variables d'environnement que mastermind lit

Langue (--lang fr|en l'emporte sur elles ; le français par défaut) :
  LANGUAGE             des langues par préférence (en:fr), lues comme GNU gettext : ignorée dans les locales C et POSIX
  LC_ALL               la locale, qui l'emporte sur LC_MESSAGES et LANG : l'anglais quand elle commence par en
  LC_MESSAGES          la locale des messages, quand LC_ALL n'est pas définie
  LANG                 la locale, quand ni LC_ALL ni LC_MESSAGES ne sont définies

Terminal et couleurs :
  TERM                 le terminal : absent ou dumb, des menus numérotés lus ligne à ligne et aucune séquence d'échappement ; contenant 256color, la palette de 256 couleurs
  COLORTERM            truecolor ou 24bit : la palette de 256 couleurs
  NO_COLOR             non vide : aucune couleur (le plateau reste, en lettres), comme le demande no-color.org
  CLICOLOR_FORCE       non vide et différente de 0 : les couleurs même dans un tube ou sur un terminal dumb (NO_COLOR l'emporte)
  MASTERMIND_THEME     light : des teintes plus sombres pour un fond clair (les Réglages du menu le gardent aussi)
  MASTERMIND_PROGRESS  non vide : l'avancement des longs calculs sur la sortie d'erreur même quand ce n'est pas un terminal
  MASTERMIND_BOARD     lines : les manches jouées ligne à ligne, comme le programme du cours, au lieu du plateau (un lecteur d'écran, un projecteur)

Dossiers :
  MASTERMIND_SAVES     le dossier des sauvegardes (--saves l'emporte)
  MASTERMIND_CACHE     le dossier du cache des arbres optimaux
  XDG_DATA_HOME        sur tout système : les sauvegardes dans $XDG_DATA_HOME/mastermind/saves
  XDG_STATE_HOME       sur tout système : l'historique dans $XDG_STATE_HOME/mastermind
  XDG_CONFIG_HOME      sur tout système : les réglages dans $XDG_CONFIG_HOME/mastermind/config.yaml
  XDG_CACHE_HOME       sur tout système : le cache dans $XDG_CACHE_HOME/mastermind/optimal
  HOME                 Linux, les BSD, macOS : le dossier personnel, sous lequel sont les dossiers sans variable XDG
  LOCALAPPDATA         Windows : les sauvegardes, l'historique et le cache
  APPDATA              Windows : les réglages (ils suivent l'utilisateur d'une machine à l'autre)
  USERPROFILE          Windows : le dossier personnel, quand les deux précédentes manquent

Les dossiers quand aucune de ces variables ne les nomme :
  Linux, les BSD :
    sauvegardes  ~/.local/share/mastermind/saves
    historique   ~/.local/state/mastermind
    réglages     ~/.config/mastermind/config.yaml
    cache        ~/.cache/mastermind/optimal
  macOS :
    sauvegardes  ~/Library/Application Support/mastermind/saves
    historique   ~/Library/Application Support/mastermind
    réglages     ~/Library/Application Support/mastermind/config.yaml
    cache        ~/Library/Caches/mastermind/optimal
  Windows, pour l'utilisateur NOM :
    sauvegardes  C:\Users\NOM\AppData\Local\mastermind\saves
    historique   C:\Users\NOM\AppData\Local\mastermind
    réglages     C:\Users\NOM\AppData\Roaming\mastermind\config.yaml
    cache        C:\Users\NOM\AppData\Local\mastermind\cache\optimal

Programmes comme stratégies (cmd:…) :
  PATH                 où la commande d'un programme est cherchée
  TMPDIR               donnée par l'enclos : le dossier du programme
  MASTERMIND_ENCLOS    posée par mastermind quand il lance la garde de son enclos ; ne la définissez jamais
  MASTERMIND_ORDER     la graine de l'ordre des secrets d'un tournoi ou d'une vérification, pour les rejouer (la commande de rejeu l'écrit)
  MASTERMIND_ORDER_FD  posée par mastermind quand il se relance pour cacher cette graine aux programmes ; ne la définissez jamais

Page de manuel (make man, make dist) :
  SOURCE_DATE_EPOCH    sa date, en secondes depuis 1970 (des constructions reproductibles) ; sinon celle du commit construit
`,
			`Environment variables mastermind reads

Language (--lang fr|en wins over them; French by default):
  LANGUAGE             languages by preference (en:fr), read as GNU gettext does: ignored in the C and POSIX locales
  LC_ALL               the locale, which wins over LC_MESSAGES and LANG: English when it starts with en
  LC_MESSAGES          the locale of messages, when LC_ALL is not set
  LANG                 the locale, when neither LC_ALL nor LC_MESSAGES is set

Terminal and colours:
  TERM                 the terminal: unset or dumb, numbered menus read line by line and no escape sequence; holding 256color, the 256-colour palette
  COLORTERM            truecolor or 24bit: the 256-colour palette
  NO_COLOR             not empty: no colour (the board stays, in letters), as no-color.org asks
  CLICOLOR_FORCE       not empty and not 0: colours through a pipe or on a dumb terminal too (NO_COLOR wins)
  MASTERMIND_THEME     light: darker shades for a light background (the menu's Settings keep it too)
  MASTERMIND_PROGRESS  not empty: the progress of long computations on the error stream even when it is not a terminal
  MASTERMIND_BOARD     lines: rounds played line by line, as the course's program does, instead of on the board (a screen reader, a projector)

Folders:
  MASTERMIND_SAVES     the saves folder (--saves wins over it)
  MASTERMIND_CACHE     the folder of the optimal trees' cache
  XDG_DATA_HOME        on every system: the saves in $XDG_DATA_HOME/mastermind/saves
  XDG_STATE_HOME       on every system: the history in $XDG_STATE_HOME/mastermind
  XDG_CONFIG_HOME      on every system: the settings in $XDG_CONFIG_HOME/mastermind/config.yaml
  XDG_CACHE_HOME       on every system: the cache in $XDG_CACHE_HOME/mastermind/optimal
  HOME                 Linux, the BSDs, macOS: the home folder, under which the folders are without an XDG variable
  LOCALAPPDATA         Windows: the saves, the history and the cache
  APPDATA              Windows: the settings (they roam with the user)
  USERPROFILE          Windows: the home folder, when the two above are missing

The folders when none of these variables names them:
  Linux, the BSDs:
    saves      ~/.local/share/mastermind/saves
    history    ~/.local/state/mastermind
    settings   ~/.config/mastermind/config.yaml
    cache      ~/.cache/mastermind/optimal
  macOS:
    saves      ~/Library/Application Support/mastermind/saves
    history    ~/Library/Application Support/mastermind
    settings   ~/Library/Application Support/mastermind/config.yaml
    cache      ~/Library/Caches/mastermind/optimal
  Windows, for the user NAME:
    saves      C:\Users\NAME\AppData\Local\mastermind\saves
    history    C:\Users\NAME\AppData\Local\mastermind
    settings   C:\Users\NAME\AppData\Roaming\mastermind\config.yaml
    cache      C:\Users\NAME\AppData\Local\mastermind\cache\optimal

Programs as strategies (cmd:…):
  PATH                 where a program's command is looked for
  TMPDIR               given by the fence: the program's own folder
  MASTERMIND_ENCLOS    set by mastermind when it starts its fence's guard; never set it
  MASTERMIND_ORDER     the seed of the order of a tournament's or a check's secrets, to play them again (the replay command writes it)
  MASTERMIND_ORDER_FD  set by mastermind when it starts itself again to hide that seed from the programs; never set it

Manual page (make man, make dist):
  SOURCE_DATE_EPOCH    its date, in seconds since 1970 (reproducible builds); else the built commit's
`},
		"programme.garanties": {
			"l'enclos n'a pas pu poser, pour ce lancement de %s, tout ce qu'il avait annoncé : %s n'est pas lancé ; relancez, ou voyez docs/PROTOCOLE.md, « L'enclos »",
			"the fence could not set, for this start of %s, all it had said it would: %s is not run; try again, or see docs/PROTOCOL.md, \"The fence\""},
		"programme.cause.lettre": {
			"« %c » (pion %d) n'est pas une des lettres %s",
			"%q (peg %d) is not one of the letters %s"},
		"programme.cause.longueur": {
			"%d lettres au lieu de %d",
			"%d letters instead of %d"},
		"programme.cause.longueur1": {
			"1 lettre au lieu de %d",
			"1 letter instead of %d"},
		"programme.cause.repetition": {
			"elle répète une couleur, ce qu'aucune proposition ne peut faire dans une partie sans répétition",
			"it repeats a colour, which no proposal may do in a game without repeats"},
		"programme.cause.repetitionlettre": {
			"« %c » y est deux fois (pions %d et %d), ce qu'aucune proposition ne peut faire dans une partie sans répétition",
			"%q is in it twice (pegs %d and %d), which no proposal may do in a game without repeats"},
		"programme.cause.vide": {
			"une ligne vide au lieu de %d lettres",
			"an empty line instead of %d letters"},
		"programme.commande.echappement": {
			"la commande « %s » finit par une barre oblique inversée : retirez-la ou doublez-la",
			"command %q ends with a backslash: remove it or double it"},
		"programme.commande.guillemet": {
			"la commande « %s » ouvre un guillemet %c qu'elle ne ferme pas",
			"command %q opens a %c quote it never closes"},
		"programme.commande.vide": {
			"la stratégie « %s » ne dit pas quel programme lancer : écrivez sa commande après cmd:, par exemple cmd:python3 ma_strategie.py",
			"strategy %q does not say which program to run: write its command after cmd:, for example cmd:python3 my_strategy.py"},
		"programme.deluge": {
			"Le programme %s inonde sa sortie : une ligne de plus de %s octets.",
			"Program %s floods its output: a line of more than %s bytes."},
		"programme.detail": {
			"  Secret %s, coup %d : envoyé %s, reçu %s.",
			"  Secret %s, move %d: sent %s, received %s."},
		"programme.detail.rien": {
			"  Secret %s, coup %d : envoyé %s, rien reçu.",
			"  Secret %s, move %d: sent %s, received nothing."},
		"programme.detailcoup": {
			"  Coup %d : envoyé %s, reçu %s.",
			"  Move %d: sent %s, received %s."},
		"programme.detailcoup.rien": {
			"  Coup %d : envoyé %s, rien reçu.",
			"  Move %d: sent %s, received nothing."},
		"programme.dossier": {
			"  Il tournait dans un dossier à lui, %s (effacé depuis), pas dans le dossier courant : un fichier qu'il ouvre par un nom relatif (un fichier à côté de lui) n'y est pas. Pour le lancer dans le dossier courant : --fence dir=. ; sans enclos : --no-fence (si vous lui faites confiance).",
			"  It ran in a folder of its own, %s (removed since), not in the current folder: a file it opens by a relative name (a file next to it) is not there. To run it in the current folder: --fence dir=.; without the fence: --no-fence (if you trust it)."},
		"programme.essais": {
			"Le programme %s n'a pas trouvé le secret en %s, le maximum permis (--max-tries).",
			"Program %s did not find the secret in %s, the most allowed (--max-tries)."},
		"programme.fin": {
			"Le programme %s s'est arrêté avant la fin.",
			"Program %s ended early."},
		"programme.fin.signal": {
			"Le programme %s a été tué par le signal %d avant la fin.",
			"Program %s was killed by signal %d before the end."},
		"programme.fin.statut": {
			"Le programme %s s'est arrêté avant la fin (statut de sortie %d).",
			"Program %s ended early (exit status %d)."},
		"programme.change": {
			"le programme de la stratégie %s a changé depuis que vous avez accepté de le lancer : il n'est pas lancé ; choisissez-le de nouveau dans Réglages pour l'accepter tel qu'il est",
			"the program of strategy %s changed since you agreed to run it: it is not run; choose it again in Settings to accept it as it is"},
		"programme.empreinte": {
			"la stratégie %s n'est pas lancée : %s",
			"strategy %s is not run: %s"},
		"programme.empreinte.gros": {
			"%s est trop gros pour être vérifié (plus de %s octets en tout)",
			"%s is too large to be checked (over %s bytes in all)"},
		"programme.empreinte.entrees": {
			"le dossier %s a trop d'entrées pour être vérifié (plus de %d)",
			"folder %s has too many entries to be checked (over %d)"},
		"programme.empreinte.lien": {
			"%s est un lien vers un dossier, dans un dossier que le programme nomme : donnez le dossier lui-même",
			"%s is a link to a folder, inside a folder the program names: give the folder itself"},
		"programme.empreinte.special": {
			"%s n'est ni un fichier ni un dossier (un tube, un périphérique…)",
			"%s is neither a file nor a folder (a pipe, a device…)"},
		"programme.introuvable": {
			"le programme « %s » de la stratégie %s est introuvable : vérifiez son nom, ou donnez son chemin (./ma_strategie)",
			"program %q of strategy %s is not found: check its name, or give its path (./my_strategy)"},
		"programme.lancement": {
			"le programme « %s » de la stratégie %s ne démarre pas : vérifiez qu'il se lance depuis un terminal",
			"program %q of strategy %s does not start: check that it runs from a terminal"},
		"programme.ligne":   {"« %s »", "\"%s\""},
		"programme.nomaide": {"cmd:COMMANDE (votre programme)", "cmd:COMMAND (your program)"},
		"programme.nonexecutable": {
			"le programme « %s » de la stratégie %s n'est pas exécutable : rendez-le exécutable (chmod +x) ou lancez-le avec son interpréteur (cmd:python3 …)",
			"program %q of strategy %s is not executable: make it executable (chmod +x) or run it with its interpreter (cmd:python3 …)"},
		"programme.palette": {
			"Le programme %s ne peut pas jouer cette partie : le protocole n'a de lettres que pour %d couleurs.",
			"Program %s cannot play this game: the protocol has letters for %d colours only."},
		"programme.premier": {
			"--first : un programme (cmd:…) choisit lui-même sa première proposition",
			"--first: a program (cmd:…) chooses its first proposal itself"},
		"programme.manche": {
			"  Manche %d de la série ; ses lignes jusque-là :",
			"  Round %d of the run; its rows so far:"},
		"programme.manche.premier": {
			"  Manche %d de la série, à son premier coup.",
			"  Round %d of the run, at its first move."},
		"programme.proposition": {
			"Le programme %s a fait une proposition invalide : %s.",
			"Program %s made an invalid proposal: %s."},
		"programme.rejeu": {
			"Le programme %s ne rejoue pas les lignes du plateau : il propose %s là où le plateau a %s.",
			"Program %s does not replay the board's rows: it proposes %s where the board has %s."},
		"programme.silence": {
			"Le programme %s n'a rien répondu en %s s (--timeout).",
			"Program %s answered nothing in %s s (--timeout)."},
		"programme.solve": {
			"la commande solve ne conseille qu'avec une stratégie intégrée : un programme (cmd:…) ne sait pas reprendre un plateau qu'il n'a pas joué",
			"the solve command only advises with a built-in strategy: a program (cmd:…) cannot take over a board it did not play"},
		"programme.version": {"mastermind %s", "mastermind %s"},
		"programme.version.revision": {
			"révision %s du %s",
			"revision %s of %s"},
		"programme.version.modifiee": {
			"révision %s du %s, avec des modifications non validées",
			"revision %s of %s, with uncommitted changes"},
	}
}

// erreurProgramme words a program's report; its other errors (its
// command, its start, its files) name their own sentences (Message).
func (c *Catalogue) erreurProgramme(err error) (string, bool) {
	var rapport *programme.ErreurProgramme
	if errors.As(err, &rapport) {
		return c.Rapport(rapport), true
	}
	return "", false
}

// Rapport is the report of a program that broke the protocol: what went
// wrong, then the secret, the move, the line sent and the line received,
// then, in a run of the lab, the round's number and its rows so far; for
// a fenced program that ended early, the folder it ran in and the two
// ways to run it in the current one.
func (c *Catalogue) Rapport(e *programme.ErreurProgramme) string {
	s := c.rapportTete(e) + "\n" + c.rapportDetail(e)
	switch {
	case e.Manche > 0 && len(e.Lignes) > 0:
		s += "\n" + c.T("programme.manche", e.Manche)
		for _, l := range e.Lignes {
			s += "\n    " + l
		}
	case e.Manche > 0:
		s += "\n" + c.T("programme.manche.premier", e.Manche)
	}
	if e.DerniereErreur != "" {
		s += "\n" + c.T("enclos43.derniere", Visible(e.DerniereErreur))
	}
	if e.Dossier != "" {
		s += "\n" + c.T("programme.dossier", e.Dossier)
	}
	return s
}

func (c *Catalogue) rapportTete(e *programme.ErreurProgramme) string {
	nom := Visible(e.Strategie)
	switch {
	case errors.Is(e.Err, programme.ErrProposition):
		return c.T("programme.proposition", nom, c.causeProposition(e.Cause))
	case errors.Is(e.Err, programme.ErrFinPrematuree):
		switch {
		case e.Sortie == nil:
			return c.T("programme.fin", nom)
		case e.Sortie.Signal > 0:
			return c.T("programme.fin.signal", nom, e.Sortie.Signal)
		}
		return c.T("programme.fin.statut", nom, e.Sortie.Statut)
	case errors.Is(e.Err, programme.ErrSilence):
		return c.T("programme.silence", nom, c.secondes(e.Delai))
	case errors.Is(e.Err, programme.ErrDeluge):
		return c.T("programme.deluge", nom, c.Entier(programme.LongueurMax))
	case errors.Is(e.Err, programme.ErrTropDEssais):
		return c.T("programme.essais", nom, c.Nombre(e.MaxEssais, NomProposition))
	case errors.Is(e.Err, programme.ErrRejeu):
		return c.T("programme.rejeu", nom, c.Citation(e.Recu), e.Attendu)
	}
	return c.T("programme.palette", nom, couleur.MaxDefaut)
}

func (c *Catalogue) rapportDetail(e *programme.ErreurProgramme) string {
	envoye := c.Citation(e.Envoye)
	switch {
	case e.Secret == "" && e.RienRecu:
		return c.T("programme.detailcoup.rien", e.Coup, envoye)
	case e.Secret == "":
		return c.T("programme.detailcoup", e.Coup, envoye, c.Citation(e.Recu))
	case e.RienRecu:
		return c.T("programme.detail.rien", e.Secret, e.Coup, envoye)
	}
	return c.T("programme.detail", e.Secret, e.Coup, envoye, c.Citation(e.Recu))
}

// causeProposition says why a line is not a proposal.
func (c *Catalogue) causeProposition(err error) string {
	var longueur *code.ErreurLongueur
	var lettre *code.ErreurLettre
	var repetition *code.ErreurRepetition
	switch {
	case errors.As(err, &longueur) && longueur.Recu == 0:
		return c.T("programme.cause.vide", longueur.Attendu)
	case errors.As(err, &longueur) && longueur.Recu == 1:
		return c.T("programme.cause.longueur1", longueur.Attendu)
	case errors.As(err, &longueur):
		return c.T("programme.cause.longueur", longueur.Recu, longueur.Attendu)
	case errors.As(err, &lettre):
		return c.T("programme.cause.lettre", lettre.Lettre, lettre.Position, lettre.Permises)
	case errors.As(err, &repetition) && repetition.Lettre != 0:
		return c.T("programme.cause.repetitionlettre", repetition.Lettre, repetition.Positions[0], repetition.Positions[1])
	}
	return c.T("programme.cause.repetition")
}

// longueurLigne is how many characters of a program's line a report
// shows.
const longueurLigne = 60

// Citation quotes a line a program wrote or the lab sent, exactly: what a
// terminal would not show (a tab, a carriage return, an escape, a byte
// that is not UTF-8) is written as Visible writes it (\t, \r, \e, \xff),
// and a long line is cut after longueurLigne characters, "…" marking the
// cut.
func (c *Catalogue) Citation(s string) string {
	coupe := false
	if utf8.RuneCountInString(s) > longueurLigne {
		r := []rune(s)
		s, coupe = string(r[:longueurLigne]), true
	}
	// Visible, a backslash and a double quote escaped as well, so that
	// the quotes around it are the only ones.
	q := visible(strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(s), true)
	if coupe {
		q += "…"
	}
	return c.T("programme.ligne", q)
}

// secondes writes a duration in seconds, with the language's decimal
// mark: "10", "0,2".
func (c *Catalogue) secondes(d time.Duration) string {
	s := strconv.FormatFloat(d.Seconds(), 'f', -1, 64)
	if c.langue == Francais {
		s = strings.Replace(s, ".", ",", 1)
	}
	return s
}
