module github.com/acme/acme-go

go 1.21
