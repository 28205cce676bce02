// The napkin framework. Each concept lives in its own file of this folder.
