package jeu

import (
	"errors"
	"strconv"
	"strings"
	"unicode"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/ecran"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/session"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
)

// ErrFormatReponse: an answer is not two numbers.
var ErrFormatReponse = errors.New("an answer is two numbers")

// ErrPasDIndice: a hint asked where the human answers the computer's
// guesses; there is nothing to hint.
var ErrPasDIndice = errors.New("no hint when answering")

// commandes are the words a player may type instead of a code or an
// answer, in both languages whatever the chosen one.
func commandes() map[string]session.Commande {
	return map[string]session.Commande{
		"?": session.Indice, "indice": session.Indice, "hint": session.Indice,
		"annuler": session.Annuler, "undo": session.Annuler,
		"refaire": session.Refaire, "redo": session.Refaire,
		"sauver": session.Sauver, "save": session.Sauver,
		"quitter": session.Quitter, "quit": session.Quitter,
	}
}

// lireCommande recognises a command word, case ignored; "sauver NOM" keeps
// the name.
func lireCommande(s string) (session.Coup, bool) {
	mots := strings.Fields(s)
	if len(mots) == 0 {
		return session.Coup{}, false
	}
	c, ok := commandes()[strings.ToLower(mots[0])]
	if !ok || (len(mots) > 1 && c != session.Sauver) {
		return session.Coup{}, false
	}
	return session.Coup{Commande: c, Nom: strings.Join(mots[1:], " ")}, true
}

// aide tells whether s asks for help: "aide" or "help", case ignored.
func aide(s string) bool {
	m := strings.ToLower(strings.TrimSpace(s))
	return m == "aide" || m == "help"
}

// lireProposition reads what a human decoder typed: a command, or a code
// of the palette's letters that the rule of the game allows (no colour
// twice without repeats: a *code.ErreurRepetition names it).
func lireProposition(s string, p couleur.Palette, t code.Taille) (session.Coup, error) {
	if aide(s) {
		return session.Coup{}, ecran.ErrAide
	}
	if c, ok := lireCommande(s); ok {
		return c, nil
	}
	c, err := code.LireAdmissible(s, p, t)
	if err != nil {
		return session.Coup{}, err
	}
	return session.Propose(c), nil
}

// lireReponse reads what a human coder typed: a command other than a hint
// (ErrPasDIndice), or an answer as two numbers, bien placés then mal
// placés: "1 2", "1,2", "1-2", "1/2", or "12" when both are single digits.
func lireReponse(s string, pions int) (session.Coup, error) {
	if aide(s) {
		return session.Coup{}, ecran.ErrAide
	}
	if c, ok := lireCommande(s); ok {
		if c.Commande == session.Indice {
			return session.Coup{}, ErrPasDIndice
		}
		return c, nil
	}
	r, err := lireNombres(s)
	if err != nil {
		return session.Coup{}, err
	}
	if err := r.Verifie(pions); err != nil {
		return session.Coup{}, err
	}
	return session.Repond(r), nil
}

func lireNombres(s string) (code.Reponse, error) {
	s = strings.TrimSpace(s)
	if strings.HasPrefix(s, "-") || strings.Contains(s, " -") {
		// A minus sign, not the separator of "1-2".
		return code.Reponse{}, ErrFormatReponse
	}
	champs := strings.FieldsFunc(s, func(r rune) bool {
		return unicode.IsSpace(r) || strings.ContainsRune(",;-/", r)
	})
	if len(champs) == 1 && len(champs[0]) == 2 {
		champs = []string{champs[0][:1], champs[0][1:]}
	}
	if len(champs) != 2 {
		return code.Reponse{}, ErrFormatReponse
	}
	b, err1 := strconv.Atoi(champs[0])
	m, err2 := strconv.Atoi(champs[1])
	if err1 != nil || err2 != nil {
		return code.Reponse{}, ErrFormatReponse
	}
	return code.Reponse{Bien: b, Mal: m}, nil
}

// lireSecret reads a secret a human typed: a code of the palette's letters
// that the size admits (no repeat in a game without repeats).
func lireSecret(s string, p couleur.Palette, t code.Taille) (code.Code, error) {
	return code.LireAdmissible(s, p, t)
}
