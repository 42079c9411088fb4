import { qbwcNamespace, soapMethods, type SoapMethod } from './soap.js';

/** Each method's parameters and result type, as the Web Connector's own WSDL names them. */
const signatures: Record<SoapMethod, { params: Record<string, string>; result: string }> = {
  serverVersion: { params: {}, result: 's:string' },
  clientVersion: { params: { strVersion: 's:string' }, result: 's:string' },
  authenticate: { params: { strUserName: 's:string', strPassword: 's:string' }, result: 'tns:ArrayOfString' },
  sendRequestXML: {
    params: {
      ticket: 's:string',
      strHCPResponse: 's:string',
      strCompanyFileName: 's:string',
      qbXMLCountry: 's:string',
      qbXMLMajorVers: 's:int',
      qbXMLMinorVers: 's:int',
    },
    result: 's:string',
  },
  receiveResponseXML: {
    params: { ticket: 's:string', response: 's:string', hresult: 's:string', message: 's:string' },
    result: 's:int',
  },
  getLastError: { params: { ticket: 's:string' }, result: 's:string' },
  connectionError: {
    params: { ticket: 's:string', hresult: 's:string', message: 's:string' },
    result: 's:string',
  },
  closeConnection: { params: { ticket: 's:string' }, result: 's:string' },
};

const element = (name: string, type: string) =>
  `<s:element minOccurs="0" maxOccurs="1" name="${name}" type="${type}"/>`;

/** The service description served at `AppURL?wsdl` (SOAP 1.1, document/literal). */
export function qbwcWsdl(endpoint: string): string {
  const types = soapMethods
    .map((m) => {
      const { params, result } = signatures[m];
      const inputs = Object.entries(params)
        .map(([n, t]) => element(n, t))
        .join('');
      return (
        `<s:element name="${m}"><s:complexType><s:sequence>${inputs}</s:sequence></s:complexType></s:element>` +
        `<s:element name="${m}Response"><s:complexType><s:sequence>${element(`${m}Result`, result)}</s:sequence></s:complexType></s:element>`
      );
    })
    .join('');
  const messages = soapMethods
    .map(
      (m) =>
        `<wsdl:message name="${m}SoapIn"><wsdl:part name="parameters" element="tns:${m}"/></wsdl:message>` +
        `<wsdl:message name="${m}SoapOut"><wsdl:part name="parameters" element="tns:${m}Response"/></wsdl:message>`,
    )
    .join('');
  const operations = soapMethods
    .map(
      (m) =>
        `<wsdl:operation name="${m}"><wsdl:input message="tns:${m}SoapIn"/><wsdl:output message="tns:${m}SoapOut"/></wsdl:operation>`,
    )
    .join('');
  const bindings = soapMethods
    .map(
      (m) =>
        `<wsdl:operation name="${m}"><soap:operation soapAction="${qbwcNamespace}${m}" style="document"/>` +
        '<wsdl:input><soap:body use="literal"/></wsdl:input><wsdl:output><soap:body use="literal"/></wsdl:output></wsdl:operation>',
    )
    .join('');
  return `<?xml version="1.0" encoding="utf-8"?>
<wsdl:definitions xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/" xmlns:s="http://www.w3.org/2001/XMLSchema" xmlns:tns="${qbwcNamespace}" xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/" targetNamespace="${qbwcNamespace}">
<wsdl:types><s:schema elementFormDefault="qualified" targetNamespace="${qbwcNamespace}">${types}<s:complexType name="ArrayOfString"><s:sequence><s:element minOccurs="0" maxOccurs="unbounded" name="string" nillable="true" type="s:string"/></s:sequence></s:complexType></s:schema></wsdl:types>
${messages}<wsdl:portType name="QBWebConnectorSvcSoap">${operations}</wsdl:portType>
<wsdl:binding name="QBWebConnectorSvcSoap" type="tns:QBWebConnectorSvcSoap"><soap:binding transport="http://schemas.xmlsoap.org/soap/http"/>${bindings}</wsdl:binding>
<wsdl:service name="QBWebConnectorSvc"><wsdl:port name="QBWebConnectorSvcSoap" binding="tns:QBWebConnectorSvcSoap"><soap:address location="${endpoint}"/></wsdl:port></wsdl:service>
</wsdl:definitions>`;
}
