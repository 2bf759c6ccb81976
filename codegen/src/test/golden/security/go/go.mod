module example.com/security-go

go 1.21
