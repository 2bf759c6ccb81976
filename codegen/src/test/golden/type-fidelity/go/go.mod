module example.com/fidelity-go

go 1.21
